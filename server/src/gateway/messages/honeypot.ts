/**
 * True when the hidden `website` field was filled. People never see it, so only a bot fills it;
 * the bot gets the usual success answer (so it learns nothing) while nothing is stored or sent.
 */
export function caughtInHoneypot(body: { website?: string }): boolean {
  return (body.website ?? '').trim() !== '';
}
