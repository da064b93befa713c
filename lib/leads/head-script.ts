import { AD_PARAMETERS } from './attribution';
import { POSTED_CONTEXT } from './form-post';
import { TOUCH_KEY } from './first-touch';

// The one script every page runs as its <head> is parsed, long before its bundles: it takes the
// visit's first touch from the page's address at once and keeps it as soon as the page's first
// frame is on screen (a visitor who moves on before the page comes to life keeps the ad that
// brought them), and fills the hidden fields of a form posted natively. ES5 for old
// phone browsers; each page's CSP allows it by its hash (runtime/csp-hashes.mjs), and
// lib/leads/first-touch.ts reads what it records.

// Where the visit's secret for natively posted forms' idempotency keys is kept.
const KEY_SALT = 'leadwise:form-key';

const name = (field: keyof typeof POSTED_CONTEXT) => JSON.stringify(POSTED_CONTEXT[field]);

const source = `(function () {
  var KEY = ${JSON.stringify(TOUCH_KEY)};
  var SALT = ${JSON.stringify(KEY_SALT)};
  var AD = ${JSON.stringify(AD_PARAMETERS)};
  var openedAt = Date.now();
  var here = location.href;
  var from = document.referrer;
  function stored() {
    try {
      var touch = JSON.parse(sessionStorage.getItem(KEY));
      return touch && typeof touch.landing_url == "string" ? touch : null;
    } catch (e) {
      return null;
    }
  }
  /* A page view with ad parameters is a new ad click: it starts a new touch. */
  function adClick() {
    try {
      var query = new URLSearchParams(location.search);
      for (var i = 0; i < AD.length; i++) {
        var values = query.getAll(AD[i]);
        for (var j = 0; j < values.length; j++) if (values[j].trim()) return true;
      }
    } catch (e) {}
    return false;
  }
  function record() {
    if (adClick() || !stored()) {
      try {
        sessionStorage.setItem(KEY, JSON.stringify({ landing_url: here, referrer: from }));
      } catch (e) {}
    }
  }
  /* After the first frame: a phone's first use of storage costs ~10 ms that the first paint would
     otherwise wait for, and nothing can be followed or sent before a page is painted. */
  (window.requestAnimationFrame || setTimeout)(function () {
    setTimeout(record, 0);
  });
  function random() {
    var bytes = new Uint8Array(16), hex = "";
    crypto.getRandomValues(bytes);
    for (var i = 0; i < 16; i++) hex += (bytes[i] + 256).toString(16).slice(1);
    return hex;
  }
  var pageSalt;
  function pageSecret() {
    return pageSalt || (pageSalt = random());
  }
  /* One secret per visit, so that the same form sent again, even after a reload, keeps its key. */
  function visitSalt() {
    try {
      var salt = sessionStorage.getItem(SALT);
      if (!salt) sessionStorage.setItem(SALT, salt = pageSecret());
      return salt;
    } catch (e) {
      return pageSecret();
    }
  }
  function fnv(text) {
    var hash = 0x811c9dc5;
    for (var i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
    return (hash >>> 0).toString(16);
  }
  document.addEventListener("submit", function (event) {
    var form = event.target, fields = form && form.elements;
    if (!fields || !fields[${name('fillTime')}]) return;
    record();
    var touch = stored() || { landing_url: here, referrer: from }, typed = "";
    for (var i = 0; i < fields.length; i++) {
      var field = fields[i];
      if (field.name && field.type != "hidden")
        typed += field.name + "=" + (field.type == "checkbox" ? field.checked : field.value) + "&";
    }
    fields[${name('landing')}].value = touch.landing_url;
    fields[${name('referrer')}].value = touch.referrer;
    fields[${name('page')}].value = here;
    fields[${name('fillTime')}].value = Date.now() - openedAt;
    /* The same fields sent again in this visit get the same key: the server stores them once. */
    fields[${name('key')}].value = visitSalt() + "." + fnv(location.pathname + "?" + typed);
  }, true);
})();`;

/** The script as served: its lines joined, which its explicit semicolons allow. */
export const HEAD_SCRIPT = source.replace(/\/\*[^*]*\*\//g, '').replace(/\n\s*/g, '');
