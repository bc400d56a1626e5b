/** Debian's Chromium, the one browser the tests and tools drive (see README, "The two commands"). */
import { existsSync } from 'node:fs'

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}. Install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`,
    )
  }
  return path
}
