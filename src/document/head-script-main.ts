/** The head script's entry: what scripts/build/head-script.ts compiles into every page's <head>. */
import { showFirstScreen } from './first-screen.ts'
import { holdFirstFrameForFonts } from './font-gate.ts'
import { type HeadScriptWindow, runHeadScript } from './head-script.ts'
import { afterFirstPaint, loadPageCode, modulesOf } from './page-code.ts'

const modules = modulesOf(document.currentScript)
if (runHeadScript(window as unknown as HeadScriptWindow) !== 'leaving') {
  holdFirstFrameForFonts(window, () => showFirstScreen(window))
  afterFirstPaint(window, () => loadPageCode(document, modules))
}
