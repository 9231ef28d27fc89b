/* Offers, never forces, the reader's own language on a home page (decision 100): the page is the same
   for every reader (the cache keys it by its path alone), so the browser's languages are read here.
   Shown once; the reader's choice of the page they are on is left alone after that. */
(function () {
  var seen = 'journey-canvas-language-offered';
  try {
    if (localStorage.getItem(seen)) return;
  } catch {
    // Storage refused (a private window may): no offer, rather than one on every visit.
    return;
  }
  var here = document.documentElement.lang;
  var wanted = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ''];
  for (var i = 0; i < wanted.length; i++) {
    var code = String(wanted[i]).split('-')[0].toLowerCase();
    if (code === here) return;
    var offer = document.querySelector('[data-language-offer="' + code + '"]');
    if (!offer) continue;
    offer.hidden = false;
    try {
      localStorage.setItem(seen, '1');
    } catch {
      // Shown now; it may be shown again.
    }
    offer.querySelector('button').addEventListener('click', function () {
      offer.hidden = true;
    });
    return;
  }
})();
