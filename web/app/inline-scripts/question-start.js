/* The question form's start, per reader (decision 091): when the reader first touches the form, the
   site signs the moment, so the "sent within seconds" check measures this reader's time and not
   the age of a page the cache may have kept for days. A form shown again after a refusal already
   carries its start; without JavaScript the form has none and only the honeypot applies. */
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
