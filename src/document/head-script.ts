/**
 * The only inline script of the site: byte-identical on every page, allowed by one constant
 * sha256 hash in the Content-Security-Policy. It runs in <head> before the first paint and makes
 * sure a visitor never sees a frame in the wrong language:
 *
 * - language wanted = `?lang=` if valid, else the saved choice if valid, else Arabic
 *   (the same rule as `resolveLang` in src/i18n/lang.ts; a test checks that they agree);
 * - if the document is already in that language, it does nothing;
 * - otherwise it hides the page and replaces the address with the one for the wanted language:
 *   `?lang=en` added or removed (our servers serve that language directly), or, where a static
 *   host ignored `?lang=en`, the prerendered `.en.html` file;
 * - it never replaces an address with itself, so it cannot loop.
 *
 * Keep it ES5-small and dependency-free; it is written out here exactly as it is served.
 */
export const HEAD_SCRIPT = `(function(){try{var d=document.documentElement,u=new URL(location.href),q=u.searchParams.get("lang"),s=null,p=u.pathname;try{s=localStorage.getItem("faheem.lang")}catch(e){}var w=q==="en"||q==="ar"?q:s==="en"||s==="ar"?s:"ar";if(w===d.lang)return;if(w==="ar"){if(q!=="ar")u.searchParams.delete("lang");u.pathname=p.replace(/\\.en\\.html$/,"").replace(/\\/index$/,"/")}else if(q!=="en")u.searchParams.set("lang","en");else if(!/\\.html$/.test(p))u.pathname=p.replace(/\\/$/,"/index")+".en.html";if(u.href===location.href)return;d.style.visibility="hidden";location.replace(u.href)}catch(e){}})()`
