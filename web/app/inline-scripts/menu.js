/* The phone menu works without JavaScript; this adds its label and Escape, as a disclosure button should. */
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
