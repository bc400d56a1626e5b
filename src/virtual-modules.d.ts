declare module 'virtual:install-qr' {
  /** URL of the footer QR code image, generated at build time from the configured install URL. */
  const url: string
  export default url
}
