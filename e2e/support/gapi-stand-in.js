// A stand-in for Google's https://apis.google.com/js/api.js, served by Playwright routing in the browser
// tests. It exists because that script is unreachable offline, yet the Firebase SDK's popup sign-in and
// the Auth emulator's helper page (/emulator/auth/iframe) both need its `gapi.iframes` to talk to each
// other. It implements only what those two use: `gapi.load`, `iframes.getContext().open()` with
// `register`/`send`/`ping`/`restyle` on the page side and `getParentIframe()` inside the helper iframe,
// carried over postMessage. The same file plays both sides.
(function () {
  'use strict';

  // Marks this script's own messages; the emulator's pages post other messages to the same windows.
  var MARK = '__anifanGapiStandIn';
  var PING = '__ping';
  var nextId = 0;
  var channels = [];
  var parentReady = false;

  function Channel(target) {
    this.target = target;
    this.handlers = {};
    // Requests that arrive before their handler is registered wait for it, as with the real gapi.
    this.waiting = {};
    this.callbacks = {};
    channels.push(this);
  }

  Channel.prototype.post = function (message) {
    message[MARK] = true;
    this.target.postMessage(message, '*');
  };

  Channel.prototype.register = function (type, handler) {
    this.handlers[type] = handler;
    var waiting = this.waiting[type] || [];
    delete this.waiting[type];
    waiting.forEach(this.answer, this);
  };

  Channel.prototype.send = function (type, data, callback) {
    nextId += 1;
    if (typeof callback === 'function') this.callbacks[nextId] = callback;
    this.post({ kind: 'request', id: nextId, type: type, data: data });
  };

  Channel.prototype.answer = function (request) {
    if (request.type === PING) {
      // The helper iframe is ready once its page has taken the parent channel and registered its handlers.
      if (parentReady) this.post({ kind: 'response', id: request.id, results: [] });
      return;
    }
    var handler = this.handlers[request.type];
    if (!handler) {
      (this.waiting[request.type] = this.waiting[request.type] || []).push(request);
      return;
    }
    Promise.resolve(handler(request.data)).then((result) => {
      this.post({ kind: 'response', id: request.id, results: [result] });
    });
  };

  Channel.prototype.receive = function (message) {
    if (message.kind === 'request') {
      this.answer(message);
      return;
    }
    var callback = this.callbacks[message.id];
    delete this.callbacks[message.id];
    if (!callback) return;
    try {
      callback(message.results);
    } catch {
      // gapi keeps a callback's exception to itself; the SDK's webStorageSupport callback always throws
      // after it has used the answer.
    }
  };

  window.addEventListener('message', function (event) {
    if (!event.data || event.data[MARK] !== true) return;
    var channel = channels.find(function (candidate) {
      return candidate.target === event.source;
    });
    if (!channel && event.source === window.parent && window.parent !== window)
      channel = new Channel(window.parent);
    if (channel) channel.receive(event.data);
  });

  function openIframe(options, onOpen) {
    var element = document.createElement('iframe');
    var attributes = options.attributes || {};
    Object.keys(attributes).forEach(function (name) {
      if (name === 'style') Object.assign(element.style, attributes.style);
      else element.setAttribute(name, attributes[name]);
    });
    element.src = options.url;
    (options.where || document.body).appendChild(element);
    var channel = new Channel(element.contentWindow);
    var iframe = {
      getIframeEl: function () {
        return element;
      },
      register: function (type, handler) {
        channel.register(type, handler);
      },
      send: function (type, data, callback) {
        channel.send(type, data, callback);
      },
      restyle: function () {
        return Promise.resolve();
      },
      ping: function (callback) {
        // Asks until the helper iframe has loaded this script and set itself up.
        return new Promise(function (resolve) {
          var timer = setInterval(function () {
            channel.send(PING, null, function () {
              if (timer === null) return;
              clearInterval(timer);
              timer = null;
              if (typeof callback === 'function') callback();
              resolve();
            });
          }, 50);
        });
      },
    };
    return Promise.resolve(typeof onOpen === 'function' ? onOpen(iframe) : iframe);
  }

  var context = {
    open: openIframe,
    getParentIframe: function () {
      var channel =
        channels.find(function (candidate) {
          return candidate.target === window.parent;
        }) || new Channel(window.parent);
      parentReady = true;
      return channel;
    },
  };

  window.gapi = {
    load: function (_name, options) {
      var callback = typeof options === 'function' ? options : options && options.callback;
      setTimeout(function () {
        if (typeof callback === 'function') callback();
      }, 0);
    },
    iframes: {
      Iframe: function Iframe() {},
      CROSS_ORIGIN_IFRAMES_FILTER: function () {
        return true;
      },
      getContext: function () {
        return context;
      },
    },
  };

  // The real script announces itself through `?onload=<global function>` (the SDK) or `gapi_onload`
  // (the emulator's helper page).
  var source = document.currentScript && document.currentScript.src;
  var onloadName = source ? new URL(source).searchParams.get('onload') : null;
  setTimeout(function () {
    if (onloadName && typeof window[onloadName] === 'function') window[onloadName]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
