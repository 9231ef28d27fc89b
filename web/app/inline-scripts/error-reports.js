/* Browser errors to the site's log (decision 065), as beacons so leaving the page does not lose them. */
(function () {
  var limits = __LIMITS__;
  function clip(value, max) {
    return typeof value === 'string' ? value.slice(0, max) : undefined;
  }
  function report(kind, error, source) {
    if (!navigator.sendBeacon) return;
    var payload = JSON.stringify({
      kind: kind,
      message: clip(error instanceof Error ? error.message : String(error), limits.message),
      stack: clip(error instanceof Error ? error.stack : undefined, limits.stack),
      source: clip(source, limits.source),
      path: clip(location.pathname, limits.path),
    });
    navigator.sendBeacon('/api/client-errors', new Blob([payload], { type: 'application/json' }));
  }
  addEventListener('error', function (event) {
    report('error', event.error || event.message, event.filename);
  });
  addEventListener('unhandledrejection', function (event) {
    report('unhandledrejection', event.reason);
  });
})();
