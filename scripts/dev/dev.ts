/**
 * `npm run dev`: Astro's dev server (hot reload), after the two files the document layout reads
 * are written (the compiled head script and the fonts cut to the copy). PORT and HOST as for
 * `npm start`.
 */
import { resolve } from 'node:path'
import { dev } from 'astro'
import { writeHeadScript } from '../build/head-script.ts'
import { subsetFonts } from '../build/subset-fonts.ts'

process.env.ASTRO_TELEMETRY_DISABLED = '1'
await writeHeadScript()
await subsetFonts()
await dev({
  root: resolve(import.meta.dirname, '../..'),
  server: { port: Number(process.env.PORT ?? 5173), host: process.env.HOST || '127.0.0.1' },
})
