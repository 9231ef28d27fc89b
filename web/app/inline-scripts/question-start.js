/* Signed when this reader first touches the form (decision 091), so the "sent within seconds" check
   measures the reader's time, not the age of a page the cache may have kept for days. */
(function () {
  var form = document.querySelector('form[data-question-form]');
  if (!form || form.elements.started.value) return;
  function start() {
    form.removeEventListener('focusin', start);
    fetch('/api/questions/start', { cache: 'no-store' })
      .then(function (response) {
        return response.ok ? response.json() : null;
      })
      .then(function (answer) {
        if (answer && answer.started && !form.elements.started.value) form.elements.started.value = answer.started;
      })
      .catch(function () {});
  }
  form.addEventListener('focusin', start);
})();
