/** Raw connections whose bytes and closing time the resilience tests watch. */
import { connect, type Socket } from 'node:net'

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

export interface Watched {
  socket: Socket
  received: () => string
  /** Milliseconds from connecting to closing. */
  closedAfter: Promise<number>
  /** When it closed (Date.now()). */
  closedAt: Promise<number>
}

/** A connection whose bytes and closing time are recorded. */
export function watch(port: number): Promise<Watched> {
  return new Promise((done, fail) => {
    const started = Date.now()
    let received = ''
    const socket = connect(port, '127.0.0.1')
    const closedAt = new Promise<number>((closed) => socket.on('close', () => closed(Date.now())))
    const closedAfter = closedAt.then((at) => at - started)
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1')
    })
    socket.on('error', () => {})
    socket.once('connect', () => done({ socket, received: () => received, closedAfter, closedAt }))
    socket.once('error', fail)
  })
}
