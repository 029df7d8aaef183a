// automa offline page (make web-dist, issue 27): the page's transport over the library compiled
// to WebAssembly, loaded before app.js. window.automa.api(method, path, body) is the same function
// as the served page's (app.js): a request of docs/web.md's API ("/api/games/NAME/action", the
// body an object or a JSON text) answered with a promise of the JSON the server would send, "ok"
// and "error" included. The engine runs in a Web Worker (worker.js) with the games in IndexedDB.
// Here too: the service worker that keeps every file for use without the network (sw.js), and the
// request for persistent storage (the browser then does not evict the games when space runs low).
'use strict';
(function () {
  let worker = null, seq = 0, broken = null;
  const waiting = new Map();
  function fail(why) {
    broken = why;
    for (const w of waiting.values()) w.reject(Object.assign(new Error(why), { code: 'network' }));
    waiting.clear();
  }
  function start() {
    worker = new Worker('worker.js');
    worker.onmessage = (ev) => {
      const m = ev.data || {};
      const w = waiting.get(m.id);
      if (!w) return;
      waiting.delete(m.id);
      if (m.answer) w.resolve(m.answer);
      else w.reject(Object.assign(new Error(m.error || 'engine'), { code: 'network' }));
    };
    worker.onerror = (ev) => { ev.preventDefault(); fail(ev.message || 'the engine stopped'); };
  }
  window.automa = {
    offline: true,
    api(method, path, body) {
      if (!worker) start();
      if (broken) return Promise.reject(Object.assign(new Error(broken), { code: 'network' }));
      return new Promise((resolve, reject) => {
        const id = ++seq;
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, method, path, lang: typeof LANG === 'string' ? LANG : 'en',
          body: body === undefined || body === null ? null : typeof body === 'string' ? body : JSON.stringify(body) });
      });
    }
  };
  if ('serviceWorker' in navigator && /^https?:$/.test(location.protocol)) {
    navigator.serviceWorker.register('sw.js').catch(() => { /* served without it: online only */ });
  }
  if (navigator.storage && navigator.storage.persist) {
    navigator.storage.persisted().then((p) => p || navigator.storage.persist()).catch(() => { /* not offered */ });
  }
})();
