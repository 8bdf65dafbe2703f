// The demo product page's own buy buttons: a legacy page hands its product to the widget's cart flow
// (contract §2 Instance.cart), so the rules, prompts, messages, events and analytics are the popup's.
(function () {
  var data = document.getElementById('cart-item');
  if (!data) return;
  var item = JSON.parse(data.textContent);
  document.addEventListener('click', function (e) {
    var button = e.target.closest && e.target.closest('button[data-cart-code]');
    if (!button || !window.SearchPopup) return;
    button.disabled = true;
    window.SearchPopup.cart(button.getAttribute('data-cart-code'), [item]).then(
      function () {
        button.disabled = false;
      },
      function () {
        button.disabled = false;
      },
    );
  });
})();
