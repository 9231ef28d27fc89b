/* A gallery's large view (shared/src/story-galleries.ts) answers the arrow keys and Escape, as a
   picture viewer does; without this script its links do the same with Tab and Enter. */
(function () {
  var keys = { ArrowLeft: 'previous', ArrowRight: 'next', Escape: 'close' };
  document.addEventListener('keydown', function (event) {
    var name = keys[event.key];
    if (!name || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    var shown = document.querySelector('.story-gallery-slide:target');
    var link = shown && shown.querySelector('.story-gallery-' + name);
    if (!link) return;
    event.preventDefault();
    link.click();
  });
})();
