/**
 * The editor at /admin/: Sveltia CMS from npm, bundled by Vite with everything it loads (its
 * interface strings, Arabic among them, and its fonts) into dist/admin/ (scripts/editor/build.ts),
 * so nothing is fetched from another origin. Its configuration is dist/admin/config.json beside it, which
 * the build generates from the content (src/editor/config.ts), named by the page's
 * `<link rel="cms-config-url">`. lines.css keeps a hint's and a refusal's line per language.
 */
import { init } from '@sveltia/cms'
import './lines.css'

init()
