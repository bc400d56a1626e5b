declare module 'virtual:install-qr' {
  /** URL of the footer QR code image in each language, generated at build time from the install link. */
  const url: Record<import('#src/i18n/lang.ts').Lang, string>
  export default url
}
