/**
 * GitHub's published REST description (`@octokit/openapi`, its api.github.com file, OpenAPI 3.0) as the
 * stand-in's contract: `operationFor` finds the documented path and method of a request (or none:
 * the stand-in answers 404 and the test fails), `validateResponse` holds every body the stand-in
 * sends to the schema documented for that path, method and status (Ajv, with ajv-formats for
 * date-time, uri, email), and `sample` makes an object that has every property a schema requires,
 * typed as it says, for the stand-in to fill in with the values that matter
 * (test-support/github-standin/rest.ts).
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Ajv, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'

type Schema = Record<string, unknown> & {
  $ref?: string
  type?: string
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  allOf?: Schema[]
  oneOf?: Schema[]
  anyOf?: Schema[]
  enum?: unknown[]
  format?: string
  nullable?: boolean
}
type Operation = { responses: Record<string, Schema & { content?: Record<string, { schema: Schema }> }> }

const require = createRequire(import.meta.url)
const DOC = JSON.parse(
  readFileSync(require.resolve('@octokit/openapi/generated/api.github.com.json'), 'utf8'),
) as { paths: Record<string, Record<string, Operation>>; components: Record<string, Record<string, Schema>> }

/**
 * OpenAPI 3.0's `nullable` beside a type is Ajv's too; without one (beside an allOf or a $ref),
 * Ajv refuses it, so it becomes what it means: null, or the rest.
 */
function nullables(node: unknown): void {
  if (!node || typeof node !== 'object') return
  for (const value of Object.values(node)) nullables(value)
  const schema = node as Schema
  if (schema.nullable === true && schema.type === undefined) {
    const rest: Schema = { ...schema }
    delete rest.nullable
    for (const key of Object.keys(schema)) delete schema[key]
    schema.anyOf = [{ type: 'null' }, rest]
  }
}
nullables(DOC)

const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true })
addFormats.default(ajv)
ajv.addSchema(DOC, 'github')

/** A `#/components/...` reference's target. */
function deref(schema: Schema): Schema {
  let current = schema
  while (current.$ref) {
    const [, kind = '', name = ''] = current.$ref.replace('#/components/', '#/').split('/')
    const found = DOC.components[kind]?.[name]
    if (!found) throw new Error(`no ${current.$ref} in GitHub's description`)
    current = found
  }
  return current
}

const TEMPLATES = Object.keys(DOC.paths).map((template) => ({
  template,
  // A parameter is one segment, except a git ref's or a file's path, which may hold slashes.
  pattern: new RegExp(`^${template.replace(/\{(ref|path)\}/g, '(.+)').replace(/\{[^}]+\}/g, '([^/]+)')}$`),
  names: [...template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? ''),
}))

/** The documented path template of `path` and `method`, with its parameters, or undefined. */
export function operationFor(method: string, path: string) {
  // The most specific template first: fewer parameters win (`/pulls/{n}/merge` over `/{ref}`).
  const matches = TEMPLATES.filter(
    ({ pattern, template }) => pattern.test(path) && DOC.paths[template]?.[method.toLowerCase()],
  ).sort((a, b) => a.names.length - b.names.length)
  const found = matches[0]
  if (!found) return undefined
  const values = found.pattern.exec(path)?.slice(1) ?? []
  const params = Object.fromEntries(
    found.names.map((name, index) => [name, decodeURIComponent(values[index] ?? '')]),
  )
  return { template: found.template, params }
}

const compiled = new Map<string, ValidateFunction | null>()
const pointerSegment = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1')

/** Ajv's validator of a response's JSON body as documented, or null when it has none (204). */
function validatorFor(template: string, method: string, status: number): ValidateFunction | null {
  const documented = DOC.paths[template]?.[method.toLowerCase()]?.responses[String(status)]
  if (!documented) throw new Error(`${method} ${template}: GitHub documents no ${status} answer`)
  const response = deref(documented) as Schema & { content?: Record<string, { schema: Schema }> }
  if (!response.content?.['application/json']?.schema) return null
  const base = documented.$ref
    ? documented.$ref.replace('#/', 'github#/')
    : `github#/paths/${pointerSegment(template)}/${method.toLowerCase()}/responses/${status}`
  return ajv.compile({ $ref: `${base}/content/application~1json/schema` })
}

/** Throws with the path and the first mismatch when `body` is not what GitHub documents. */
export function validateResponse(template: string, method: string, status: number, body: unknown): void {
  const key = `${method} ${template} ${status}`
  if (!compiled.has(key)) compiled.set(key, validatorFor(template, method, status))
  const validate = compiled.get(key)
  if (!validate) {
    if (body !== undefined) throw new Error(`${key}: GitHub documents no body, the stand-in sent one`)
    return
  }
  if (!validate(body)) {
    const [first] = validate.errors ?? []
    const where = first?.instancePath || '/'
    throw new Error(
      `${key}: not what GitHub documents: ${where} ${first?.message} ${JSON.stringify(first?.params)}`,
    )
  }
}

/** A value of `schema` with every required property (the first choice of a oneOf, no nulls). */
export function sample(schema: Schema, depth = 0): unknown {
  const resolved = deref(schema)
  if (depth > 12) return null
  if (resolved.allOf) return Object.assign({}, ...resolved.allOf.map((part) => sample(part, depth + 1)))
  const choice = (resolved.oneOf ?? resolved.anyOf)?.find((option) => deref(option).type !== 'null')
  if (choice) return sample(choice, depth + 1)
  if (resolved.enum) return resolved.enum.find((value) => value !== null)
  switch (resolved.type) {
    case 'object': {
      const out: Record<string, unknown> = {}
      for (const name of resolved.required ?? []) {
        const property = resolved.properties?.[name]
        out[name] = property ? sample(property, depth + 1) : null
      }
      return out
    }
    case 'array':
      return []
    case 'integer':
    case 'number':
      return 1
    case 'boolean':
      return false
    case 'null':
      return null
    default:
      return formatted(resolved.format)
  }
}

function formatted(format: string | undefined): string {
  if (format === 'date-time') return new Date(0).toISOString()
  if (format === 'uri' || format === 'uri-template') return 'https://github.test/'
  if (format === 'email') return 'editor@faheem.test'
  return ''
}

/** The documented schema of a component, for `sample`. */
export const component = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` })
