/* The phone menu is a <details> element that opens and closes without JavaScript. This adds what
   a disclosure button should also do: say whether it opens or closes, and close on Escape with
   the keyboard left on its button. */
(function () {
  var menu = document.querySelector('details.mobile-menu');
  if (!menu) return;
  var button = menu.querySelector('summary');
  menu.addEventListener('toggle', function () {
    button.setAttribute('aria-label', menu.open ? 'Close menu' : 'Open menu');
  });
  document.addEventListener('keydown', function (event) {
    if (event.key !== 'Escape' || !menu.open) return;
    menu.open = false;
    button.focus();
  });
})();
