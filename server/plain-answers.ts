/**
 * The plain-text answers, one list for both servers (the errors, and the body of a redirect): the Node server sends them from its
 * handler (server/app.ts) and for requests its parser refuses (server/main.ts), and the nginx
 * configuration answers the same statuses with the same text (its error-pages.conf, written from
 * this list by the build: scripts/build/after-build.ts). No answer names the server,
 * every one carries the security headers (`security`: those of the build served,
 * server/static-files.ts) and none may be stored.
 */
import { STATUS_CODES } from 'node:http'
import { CACHE_CONTROL } from './cache-rules.ts'

type Security = Readonly<Record<string, string>>

export const PLAIN_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Bad Request\n',
  405: 'Method Not Allowed\n',
  408: 'Request Timeout\n',
  412: 'Precondition Failed\n',
  413: 'Content Too Large\n',
  414: 'URI Too Long\n',
  431: 'Request Header Fields Too Large\n',
  500: 'Internal Server Error\n',
  501: 'Not Implemented\n',
  505: 'HTTP Version Not Supported\n',
}

export const PLAIN_TYPE = 'text/plain; charset=utf-8'

/** The headers of a plain answer (besides Date, Connection and the like). */
export function plainHeaders(security: Security, status: number): Record<string, string | number> {
  return {
    ...security,
    'Content-Type': PLAIN_TYPE,
    'Content-Length': Buffer.byteLength(PLAIN_MESSAGES[status] ?? '\n'),
    'Cache-Control': CACHE_CONTROL.error,
  }
}

/** The body of a permanent redirect (the address is in Location). */
export const REDIRECT_MESSAGE = 'Moved Permanently\n'

/** The headers of a permanent redirect to `location` (a path of ours and its query, as sent). */
export function redirectHeaders(security: Security, location: string): Record<string, string | number> {
  return {
    ...security,
    'Content-Type': PLAIN_TYPE,
    'Content-Length': Buffer.byteLength(REDIRECT_MESSAGE),
    'Cache-Control': CACHE_CONTROL.redirect,
    Location: location,
  }
}

/** A whole HTTP/1.1 answer, written straight to a socket whose request never parsed. */
export function rawPlainResponse(security: Security, status: number): string {
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    ...Object.entries(plainHeaders(security, status)).map(([name, value]) => `${name}: ${value}`),
    `Date: ${new Date().toUTCString()}`,
    'Connection: close',
  ]
  return `${head.join('\r\n')}\r\n\r\n${PLAIN_MESSAGES[status] ?? '\n'}`
}
