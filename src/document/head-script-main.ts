/** The head script's entry: what scripts/build/head-script.ts compiles into every page's <head>. */
import { type HeadScriptWindow, runHeadScript } from './head-script.ts'

runHeadScript(window as unknown as HeadScriptWindow)
