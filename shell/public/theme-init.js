// Applies the remembered theme before first paint; an external file because the CSP forbids inline scripts.
(function () {
  try {
    if (window.localStorage.getItem('anifan.theme') === 'dark') {
      var root = document.documentElement;
      root.classList.add('dark');
      root.style.colorScheme = 'dark';
      var themeColor = document.querySelector('meta[name="theme-color"]');
      if (themeColor) themeColor.setAttribute('content', '#14141c');
    }
  } catch {
    // Storage disabled: start light, as the spec says.
  }
})();
