/**
 * Writes .br (brotli 11) and .gz (gzip 9) next to every compressible (text) file in dist/, so
 * servers send precompressed bytes and never compress on the fly. Both copies always, even where
 * one is a few bytes larger (robots.txt): one rule that both servers and the contract tests
 * rely on (tests/contract/every-built-file.test.ts, tests/contract/content-coding.test.ts).
 */
import { readFile, writeFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { distFiles } from '../../server/dist-files.ts'

export const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.svg',
  '.xml',
  '.json',
  '.txt',
  '.webmanifest',
  '.map',
])

export async function precompress(distDir: string): Promise<number> {
  let count = 0
  for (const path of distFiles(distDir).map((file) => join(distDir, file))) {
    if (!COMPRESSIBLE.has(extname(path))) continue
    const raw = await readFile(path)
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    })
    const gz = gzipSync(raw, { level: 9 })
    await writeFile(`${path}.br`, br)
    await writeFile(`${path}.gz`, gz)
    count++
  }
  return count
}
