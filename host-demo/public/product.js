// The demo product page's own buttons: a legacy page hands its product to the widget (contract §2).
// - Buy buttons run the widget's cart flow (Instance.cart), so the rules, prompts, messages, events and analytics
//   are the popup's.
// - 찜하기 and 공유하기 report the spec's add_to_wishlist and share through Instance.track (the popup has no such
//   controls), then say what happened in the widget's toast. Sharing copies the page's address.
(function () {
  var data = document.getElementById('cart-item');
  if (!data) return;
  var item = JSON.parse(data.textContent);
  function said(message) {
    window.SearchPopup.toast({ message: message, position: 'bottom' });
  }
  document.addEventListener('click', function (e) {
    if (!e.target.closest || !window.SearchPopup) return;
    var kept = e.target.closest('button[data-track]');
    if (kept) {
      var event = kept.getAttribute('data-track');
      if (event === 'add_to_wishlist') {
        window.SearchPopup.track(event, [item]);
        return said('찜한 상품에 담았습니다.');
      }
      window.SearchPopup.track(event, [item], { method: 'link' });
      var copy = navigator.clipboard && navigator.clipboard.writeText(location.href);
      return copy
        ? copy.then(
            function () {
              said('상품 링크를 복사했습니다.');
            },
            function () {
              said('링크를 복사하지 못했습니다. 주소창의 주소를 복사해 주세요.');
            },
          )
        : said('주소창의 주소를 복사해 공유해 주세요.');
    }
    var button = e.target.closest('button[data-cart-code]');
    if (!button) return;
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
