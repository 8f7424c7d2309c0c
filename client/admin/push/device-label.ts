/**
 * A name for the device the owner turns notifications on from, so the
 * settings list says "iPhone" or "Chrome on Windows" rather than a push
 * service's address. Only a default: the owner can rename it.
 */
export function defaultDeviceLabel(userAgent: string, maxTouchPoints = 0): string {
  const ua = userAgent;
  if (/iPhone|iPod/.test(ua)) return "iPhone";
  // iPadOS Safari reports itself as a Mac; only the touch screen tells them apart.
  if (/iPad/.test(ua) || (/Macintosh/.test(ua) && maxTouchPoints > 1)) return "iPad";
  if (/Android/.test(ua)) return /Mobile/.test(ua) ? "Android phone" : "Android tablet";
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /Firefox\//.test(ua)
      ? "Firefox"
      : /Chrome\/|Chromium\//.test(ua)
        ? "Chrome"
        : /Safari\//.test(ua)
          ? "Safari"
          : "Browser";
  const system = /Windows/.test(ua) ? "Windows" : /Macintosh|Mac OS X/.test(ua) ? "Mac" : /CrOS/.test(ua) ? "ChromeOS" : /Linux/.test(ua) ? "Linux" : "";
  return system ? `${browser} on ${system}` : browser;
}
