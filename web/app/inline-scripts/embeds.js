/* A story's video or map facade (shared/src/story-embeds.ts): pressing it puts the player in its
   place, from the address the facade names; nothing is asked of the provider before. Without this
   script the facade is a link to the provider's page. */
(function () {
  document.addEventListener('click', function (event) {
    var facade = event.target.closest && event.target.closest('a.story-embed-facade[data-embed]');
    if (!facade || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    var player = document.createElement('iframe');
    player.className = 'story-embed-player';
    player.src = facade.getAttribute('data-embed');
    player.title = facade.getAttribute('data-embed-title') || 'Player';
    player.allow = 'autoplay; fullscreen; picture-in-picture; encrypted-media';
    player.setAttribute('allowfullscreen', '');
    player.referrerPolicy = 'strict-origin-when-cross-origin';
    facade.replaceWith(player);
    player.focus();
  });
})();
