/**
 * The page the unsubscribe link opens. A GET never unsubscribes (mail scanners and link
 * previews fetch links); this page's button posts the RFC 8058 one-click form, which does.
 * Plain HTML with no inline style or script, so the site's content security policy allows it.
 */
export function unsubscribePage(options: {
  firmName: string;
  siteUrl: string;
  token: string;
}): string {
  const action = `/api/newsletter/unsubscribe?token=${encodeURIComponent(options.token)}`;
  const firm = escapeHtml(options.firmName);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>Unsubscribe from ${firm} Insights</title>
</head>
<body>
<main>
<h1>Unsubscribe from ${firm} Insights?</h1>
<p>You will not receive our newsletter any more. You can subscribe again at any time.</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">Unsubscribe</button>
</form>
<p><a href="${escapeHtml(options.siteUrl)}/">Keep my subscription and go to the site</a></p>
</main>
</body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
