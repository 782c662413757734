import { paragraph } from '../html';
import { section, type PageTemplate } from '../plan';
import { escapeHtml } from '../text';

const TOPICS = ['A question about the app', 'Something does not work', 'An idea', 'Something else'];

/**
 * A static site has no server to receive a form, so the form opens the visitor's email app with
 * the message filled in (a mailto: form), and the page says so.
 */
function contactForm(appName: string): string {
  const subject = escapeHtml(appName);
  return `<form class="contact-form" action="mailto:" method="post" enctype="text/plain">
<input type="hidden" name="app" value="${subject}">
<div class="field">
<label for="contact-name">Your name</label>
<input id="contact-name" name="name" type="text" autocomplete="name">
</div>
<div class="field">
<label for="contact-email">Your email address</label>
<input id="contact-email" name="email" type="email" autocomplete="email" required>
</div>
<div class="field">
<label for="contact-topic">Topic</label>
<select id="contact-topic" name="topic">
${TOPICS.map((topic) => `<option>${escapeHtml(topic)}</option>`).join('\n')}
</select>
</div>
<div class="field">
<label for="contact-message">Message</label>
<textarea id="contact-message" name="message" rows="6" required></textarea>
</div>
<p><button class="button" type="submit">Write the email</button></p>
</form>`;
}

export const contactPage: PageTemplate = ({ facts }) => ({
  heading: `Contact ${facts.name}`,
  tagline: 'Questions, problems and ideas are all welcome.',
  intro: `Tell us what you think of ${facts.name}, what is not working or what you would like it to do.`,
  mentions: [],
  actions: [{ label: 'Read the FAQ first', href: 'faq.html', quiet: true }],
  sections: [
    section(
      'write-to-us',
      'Write to us',
      'Your email address and a message are needed; the rest helps.',
      contactForm(facts.name),
    ),
    section(
      'how-it-is-sent',
      'How your message is sent',
      'This site has no server of its own, so the form hands your message to your email app, ready to send once you add the recipient’s address.',
      paragraph('Nothing you type here is stored or sent by this site.', 'note'),
    ),
  ],
});
