/**
 * The only inline script of the site: byte-identical on every page, allowed by one constant
 * sha256 hash in the Content-Security-Policy. It runs in <head> before the first paint and makes
 * sure a visitor never sees a frame in the wrong language:
 *
 * - language wanted = `?lang=` if valid, else the saved choice if valid, else Arabic
 *   (the same rule as `resolveLang` in src/i18n/lang.ts; a test checks that they agree);
 * - if the document is already in that language, it does nothing;
 * - if the address asked for it and the host ignored the query (a static host), it loads the
 *   prerendered `.en.html` file instead;
 * - otherwise (a saved choice differs from the bare address) it hides the page and replaces the
 *   address with the one for the wanted language, which our servers serve directly.
 *
 * Keep it ES5-small and dependency-free; it is written out here exactly as it is served.
 */
export const HEAD_SCRIPT = `(function(){try{var d=document.documentElement,h=d.lang,u=new URL(location.href),q=u.searchParams.get("lang"),s=null;try{s=localStorage.getItem("faheem.lang")}catch(e){}var w=q==="en"||q==="ar"?q:s==="en"||s==="ar"?s:"ar";if(w===h)return;if(q===w){if(w!=="en"||/\\.html$/.test(u.pathname))return;u.pathname=u.pathname.replace(/\\/$/,"/index")+".en.html"}else if(w==="en")u.searchParams.set("lang","en");else{u.searchParams.delete("lang");u.pathname=u.pathname.replace(/\\.en\\.html$/,"").replace(/\\/index$/,"/")}d.style.visibility="hidden";location.replace(u.href)}catch(e){}})()`
