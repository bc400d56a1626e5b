/**
 * The mirroring helpers other features may use (the hero's phone mock draws in both directions
 * as the charts do); the rest of lib/geometry.ts stays the charts' own.
 */
export { type Direction, mirrorRectX, mirrorX } from './lib/geometry.ts'
