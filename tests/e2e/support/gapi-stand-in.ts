import type { BrowserContext } from 'playwright-core';

/**
 * A STAND-IN (test double) for Google's `https://apis.google.com/js/api.js`, which cannot be
 * downloaded here (no internet) and which the tests must not depend on anyway.
 *
 * The Firebase SDK's popup sign-in loads that script to open a hidden helper iframe (with the Auth
 * emulator, `/emulator/auth/iframe`, which loads the same script) and to exchange two messages with
 * it through `gapi.iframes`: the app asks `webStorageSupport`, the iframe answers, then relays
 * `authEvent` (the result the emulator's popup page posts to it) and the app acknowledges it. This
 * stand-in implements just that part of `gapi.iframes` over `postMessage`; everything else in the
 * journey is real: the app, the SDK's popup flow, the emulator's popup page and iframe, and the
 * credential exchange with the Auth emulator.
 */
const GAPI_STAND_IN = String.raw`(function () {
  var MARK = '__gapiStandIn';
  var endpoints = [];
  var FILTER = function () { return true; };

  // One side of a channel to another window: named handlers, and callbacks awaiting replies.
  function endpoint(peer) {
    var self = { peer: peer, handlers: {}, queued: {}, callbacks: {}, next: 0 };
    self.ready = new Promise(function (resolve) { self.markReady = resolve; });
    self.register = function (type, handler) {
      self.handlers[type] = handler;
      (self.queued[type] || []).forEach(answer);
      delete self.queued[type];
    };
    self.send = function (type, data, callback) {
      var id = String(++self.next);
      self.callbacks[id] = callback;
      peer.postMessage({ [MARK]: 'send', id: id, type: type, data: data }, '*');
    };
    function answer(message) {
      var result = self.handlers[message.type](message.data);
      peer.postMessage({ [MARK]: 'reply', id: message.id, responses: [result] }, '*');
    }
    self.receive = function (message) {
      if (message[MARK] === 'ready') self.markReady();
      else if (message[MARK] === 'send') {
        // A message for a handler not registered yet waits for it, as the SDK registers late.
        if (self.handlers[message.type]) answer(message);
        else (self.queued[message.type] = self.queued[message.type] || []).push(message);
      } else if (message[MARK] === 'reply') {
        var callback = self.callbacks[message.id];
        delete self.callbacks[message.id];
        // The SDK's webStorageSupport callback throws after it has read the answer: keep that here.
        try { if (callback) callback(message.responses); } catch (error) { void error; }
      }
    };
    endpoints.push(self);
    return self;
  }

  window.addEventListener('message', function (event) {
    if (!event.data || typeof event.data !== 'object' || !(MARK in event.data)) return;
    endpoints.forEach(function (each) { if (each.peer === event.source) each.receive(event.data); });
  });

  var parent = null;
  var context = {
    // In the app: open the helper iframe and talk to it.
    open: function (options, onOpened) {
      var frame = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (name) {
        if (name === 'style') Object.assign(frame.style, attributes.style);
        else frame.setAttribute(name, attributes[name]);
      });
      frame.src = options.url;
      options.where.appendChild(frame);
      var channel = endpoint(frame.contentWindow);
      var iframe = {
        restyle: function () { return Promise.resolve(); },
        ping: function (callback) { return channel.ready.then(function () { callback(); }); },
        register: channel.register,
        send: channel.send,
      };
      return Promise.resolve(onOpened ? onOpened(iframe) : iframe);
    },
    // In the helper iframe: the channel to the app that opened it.
    getParentIframe: function () {
      if (!parent) {
        parent = endpoint(window.parent);
        window.parent.postMessage({ [MARK]: 'ready' }, '*');
      }
      return parent;
    },
  };

  window.gapi = {
    load: function (name, options) { setTimeout(function () { options.callback(); }, 0); },
    iframes: { getContext: function () { return context; }, CROSS_ORIGIN_IFRAMES_FILTER: FILTER },
  };

  var onload = document.currentScript && new URL(document.currentScript.src).searchParams.get('onload');
  if (onload && window[onload]) window[onload]();
  else if (window.gapi_onload) window.gapi_onload();
})();`;

/** Hosts the browser may reach in a journey: the site and the emulators, all on this machine. */
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

/**
 * Serves the stand-in for Google's script, and aborts every other request leaving this machine
 * (the emulator's popup page links Material styles and fonts from CDNs; it works without them).
 */
export async function serveGapiStandIn(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => !LOCAL_HOSTS.has(url.hostname),
    (route) =>
      new URL(route.request().url()).href.startsWith('https://apis.google.com/js/api.js')
        ? route.fulfill({ contentType: 'text/javascript', body: GAPI_STAND_IN })
        : route.abort('blockedbyclient'),
  );
}
