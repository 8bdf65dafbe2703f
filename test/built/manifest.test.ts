/**
 * Where each module ships, stated once: for each view (desktop, mobile), which sources and npm packages the page
 * load carries (everything a page fetches before the shopper reaches for the box), and which come later, in which
 * lazy chunk. Read from the built dist/manifest.json (rollup.config.mjs lists each file's modules), so it fails
 * when a module moves between them: a rule newly imported by the page load costs every page its bytes, and one
 * moved out of it may make the box wait for a chunk. Moving one on purpose means changing this table.
 *
 * The lazy chunks: `later` — the popup's parts (entries/popupParts.ts, with the view's CSS for them:
 * entries/desktopParts.ts, mobileParts.ts), fetched on the first hover, focus, touch
 * or keystroke; `client` — the gateway client and the empty-input prefetch (entries/connection.ts), fetched beside it;
 * both are also fetched when the page is idle after its load (platform/idle.ts); `cartFlow` — the cart flow, fetched when a cart
 * button is reached for or on a host's `cart()`; `ProductSwiper` — the mobile results' carousel, when a result
 * list needs more than one page; `ModalLayer` — the modal layer, when the first modal opens; on mobile,
 * `overlayLayer` — the overlay's history entry, scroll lock and on-screen keyboard (entries/overlayLayer.ts), fetched with `later`. A file two of them
 * import is listed under both names (`cartFlow+later`); it is fetched with whichever comes first.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type View = 'desktop' | 'mobile';
interface Manifest {
  desktop: string[];
  mobile: string[];
  lazy: Record<View, Record<string, string[]>>;
  modules: Record<string, string[]>;
}

const manifest = JSON.parse(readFileSync(join(__dirname, '..', '..', 'dist', 'manifest.json'), 'utf8')) as Manifest;

/** Where each built file of a view is fetched: `page load`, a lazy chunk's name, or the lazy chunks sharing it. */
function placements(m: Manifest, view: View): Record<string, string[]> {
  const lazy = m.lazy[view];
  const roots = Object.fromEntries(Object.entries(lazy).map(([name, files]) => [name, files[0]]));
  const where = new Map<string, string>();
  for (const f of m[view]) where.set(f, 'page load');
  for (const [name, file] of Object.entries(roots)) if (!where.has(file)) where.set(file, name);
  for (const files of Object.values(lazy))
    for (const f of files) {
      if (where.has(f)) continue;
      // The chunks that need it, less those that need it only through another of them.
      const owners = Object.keys(lazy).filter((n) => lazy[n].includes(f));
      const direct = owners.filter((n) => !owners.some((o) => o !== n && lazy[n].includes(roots[o])));
      where.set(f, direct.sort().join('+'));
    }
  const out: Record<string, string[]> = {};
  for (const [file, place] of where) (out[place] ??= []).push(...m.modules[file]);
  for (const list of Object.values(out)) list.sort();
  return out;
}

/** The modules of widget/src/sections/ (its tests aside). */
const SECTION_MODULES = readdirSync(join(__dirname, '..', '..', 'widget', 'src', 'sections'))
  .filter((f) => /\.tsx?$/.test(f))
  .join(' ');
const src = (dir: string, names: string) => names.split(' ').map((n) => 'widget/src/' + (dir ? dir + '/' : '') + n);

/** What both views ship where; then what each adds. */
const BOTH: Record<string, string[]> = {
  'page load': [
    '@nanostores/react',
    'nanostores',
    'preact',
    ...src(
      'core',
      'configUser.ts imeKeys.ts keyScope.ts nextActiveIndex.ts search.ts session.ts thenSafe.ts undo.ts validateEnv.ts',
    ),
    // The mount's wiring and its named parts: the lazy modules, the page's listeners, the host's handle.
    ...src('entries', 'instanceHandle.ts lazyParts.ts mountWidget.tsx pageWatch.ts'),
    ...src('platform', 'afterPaint.ts captureGuard.ts earlyField.ts hostEvents.ts idle.ts listeners.ts shadow.ts'),
    ...src('stores', 'combobox.ts lazyModule.ts popup.ts session.ts suggestionLists.ts'),
    ...src('views', 'SearchInput.tsx SearchStatus.tsx button.ts context.ts icons.tsx styles.ts'),
  ],
  later: [
    'es-hangul',
    'js-cookie',
    // computed() and its lifecycle: the row stores are derived with it.
    'nanostores',
    ...src(
      'core',
      'adImage.ts adSeen.ts adWords.ts arrowTarget.ts compositionFallback.ts dropdownPlacement.ts format.ts foundNothing.ts hangulMatch.ts imagePace.ts imageUrl.ts isBlankQuery.ts keywordRank.ts ' +
        'linkFollow.ts modalStack.ts narrowing.ts noResults.ts pointerMoved.ts popupRows.ts productImageInput.ts productLabel.ts productMeta.ts ' +
        'revealDelta.ts rprsInfo.ts searchAnnouncement.ts settledView.ts stagedCells.ts suggestionsShown.ts ' +
        'toastQueue.ts toastSpot.ts typedSearch.ts',
    ),
    'widget/src/entries/popupParts.ts',
    ...src('gateway', 'decodeTypedSearch.ts typed.ts'),
    ...src('platform', 'clock.ts cookies.ts links.ts random.ts reveal.ts'),
    ...src(
      'stores',
      'analytics.ts cartActions.ts imagePace.ts loading.ts modals.ts recentKeywords.ts rowActions.ts search.ts suggestionLoader.ts toasts.ts',
    ),
    ...src(
      'views',
      'Banners.tsx adFit.ts EmptySections.tsx Highlighted.tsx Layers.tsx LoadingOverlay.tsx PopupFoot.tsx ProductCell.tsx ProductImage.tsx Row.tsx Sections.tsx ' +
        'ToastLayer.tsx TypedSections.tsx focus.ts lazyChunk.ts memoized.tsx popupViews.ts staged.ts styles.controls.ts styles.popup.ts ' +
        'styles.resets.ts toastSpot.ts ' +
        'topLayer.ts',
    ),
    // The sections and their registry (sections/registry.ts): read by the popup's parts only. The typed sections
    // hold the typed search's calls (gateway/typed.ts asks them, with the shortcut's: sections/shortcut.ts). Every
    // module of the folder: a new section ships here without a line in this table.
    ...src('sections', SECTION_MODULES),
  ],
  // With the config's other keys (core/readConfig.ts: read where used, their warnings said then) and the partner
  // page's rules (core/partner.ts): the gateway's credentials and CDN files, the links' attribution; and the
  // scroll position kept by a link (platform/scroll.ts), fetched at mount on a back/forward navigation only.
  client: [
    // The answer caps and the depth scan (issue 38 #7), read by the client only.
    'widget/src/core/answerLimits.ts',
    // The console line for a gateway that can't be reached or refused the page (issue 51).
    'widget/src/core/gatewayRefusal.ts',
    'widget/src/core/scrollPosition.ts',
    'widget/src/entries/connection.ts',
    'widget/src/gateway/client.ts',
    'widget/src/gateway/prefetch.ts',
    'widget/src/platform/scroll.ts',
  ],
  cartFlow: [
    // The host's share and 찜 reports (Instance.track, issue 39) come with the cart flow, whose item rules they use.
    ...src(
      'core',
      'anonymousOwner.ts cartLine.ts cartOutcome.ts cartPlan.ts handoff.ts hostTrack.ts json.ts memberRoutes.ts',
    ),
    'widget/src/gateway/cart.ts',
    ...src('stores', 'cart.ts cartFlow.ts'),
    // A submit whose popup's parts could not load still searches (issue 51): with this chunk, which imports neither
    // the later chunk nor the client.
    'widget/src/core/searchAway.ts',
    'widget/src/stores/searchAway.ts',
  ],
  // The config rules the client, the popup's parts and that search share (`config-*.js`): the one path table (the
  // prefetch and the partner page's CDN files read it, the later chunk's sections too), the partner page's rules.
  'cartFlow+client': src('core', 'gatewayPaths.ts partner.ts readConfig.ts searchTargets.ts'),
  'cartFlow+later': [
    ...src(
      'core',
      'adultViewer.ts cartCodes.ts cartEligibility.ts number.ts percentDecode.ts productKind.ts productRoute.ts recentSearches.ts ' +
        'affiliation.ts serviceUrl.ts splitMarked.ts tracking.ts urlPolicy.ts wellFormed.ts queryKey.ts searchRoutes.ts',
    ),
    'widget/src/gateway/decodeRows.ts',
    'widget/src/platform/hostPage.ts',
  ],
  ProductSwiper: [
    'embla-carousel',
    'embla-carousel-react',
    'embla-carousel-reactive-utils',
    'widget/src/views/ProductSwiper.tsx',
  ],
  ModalLayer: ['widget/src/views/ModalLayer.tsx'],
};

const ONLY: Record<View, Record<string, string[]>> = {
  // The desktop dropdown: its frame from the page load on (the top layer's box); the modal layer brings the dialog's
  // opening; the dropdown's CSS comes with the popup's parts (it stays hidden until they are there).
  desktop: {
    'page load': src('', 'entries/desktop.tsx views/DesktopApp.tsx views/Popup.tsx'),
    later: src('', 'entries/desktopParts.ts views/styles.desktop.ts'),
    ModalLayer: ['widget/src/views/dialog.ts'],
  },
  // The mobile overlay: the trigger and the dialog from the page load on (a tap opens it and focuses its box in one
  // gesture); its history entry and scroll lock (with the history layer the modals use) in a chunk of their own,
  // fetched beside the later chunk.
  mobile: {
    'page load': src('', 'entries/mobile.tsx views/MobileApp.tsx views/dialog.ts views/styles.mobile.ts'),
    // The popup's frame in the overlay's body, and the body's and the swiper pager's CSS: what the overlay shows,
    // drawn and styled when it is there.
    later: src('', 'entries/mobileParts.ts views/Popup.tsx views/styles.pager.ts'),
    overlayLayer: src(
      '',
      'core/historyPop.ts core/visibleArea.ts entries/overlayLayer.ts platform/historyLayer.ts platform/scrollLock.ts platform/visibleArea.ts stores/overlay.ts',
    ),
  },
};

const expected = (view: View) => {
  const out: Record<string, string[]> = {};
  for (const table of [BOTH, ONLY[view]])
    for (const [place, list] of Object.entries(table)) out[place] = [...(out[place] ?? []), ...list];
  for (const list of Object.values(out)) list.sort();
  return out;
};

test.each(['desktop', 'mobile'] as const)('the %s view ships each module where the table says', (view) => {
  expect(placements(manifest, view)).toEqual(expected(view));
});

test.each(['desktop', 'mobile'] as const)(
  '%s: the sections and their registry ship in the later chunk, nothing of them in the page load',
  (view) => {
    const where = placements(manifest, view);
    const sections = Object.values(where)
      .flat()
      .filter((m) => m.startsWith('widget/src/sections/'));
    expect(sections).toContain('widget/src/sections/registry.ts');
    expect(where.later).toEqual(expect.arrayContaining(sections));
    const early = where['page load'].filter(
      (m) => m.startsWith('widget/src/sections/') || m === 'widget/src/core/gatewayPaths.ts',
    );
    expect(early).toEqual([]);
  },
);

test('each view has one page-load file, which the loader fetches', () => {
  expect(manifest.desktop).toEqual([expect.stringMatching(/^desktop-[\w-]+\.js$/)]);
  expect(manifest.mobile).toEqual([expect.stringMatching(/^mobile-[\w-]+\.js$/)]);
});

test('the placement check fails when a module moves into the page load', () => {
  const [later] = manifest.lazy.desktop.later;
  const moved: Manifest = {
    ...manifest,
    modules: {
      ...manifest.modules,
      [manifest.desktop[0]]: [...manifest.modules[manifest.desktop[0]], 'widget/src/core/typedSearch.ts'],
      [later]: manifest.modules[later].filter((m) => m !== 'widget/src/core/typedSearch.ts'),
    },
  };
  expect(placements(moved, 'desktop')).not.toEqual(expected('desktop'));
  expect(placements(moved, 'desktop')['page load']).toContain('widget/src/core/typedSearch.ts');
});
