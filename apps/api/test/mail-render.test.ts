import { describe, expect, it } from 'vitest';
import { defangText, renderMail, unlinkableHtml } from '../src/modules/mail/render';

describe('renderMail', () => {
  const mail = renderMail({
    to: 'aprobador@andesenergia.co',
    subject: 'Aprobación solicitada',
    text: 'Laura <b>Gómez</b> de www.evil.example solicita aprobar un viaje.\n\nSegundo párrafo.',
    quotes: [{ label: 'Motivo', text: 'Entra a https://evil.example/aprobar\ny confirma' }],
    actions: [
      { label: 'Aprobar', url: 'https://app.travesia.co/approval/a?x=1&y=2' },
      { label: 'Rechazar', url: 'https://app.travesia.co/approval/r', tone: 'danger' },
    ],
    closing: 'Equipo Travesía',
  });

  it('writes a text part with the quote marked, the actions as lines and no live address in typed text', () => {
    expect(mail.text).toBe(
      [
        'Laura <b>Gómez</b> de www[.]evil[.]example solicita aprobar un viaje.',
        'Segundo párrafo.',
        'Motivo:\n> Entra a hxxps://evil[.]example/aprobar\n> y confirma',
        'Aprobar: https://app.travesia.co/approval/a?x=1&y=2\nRechazar: https://app.travesia.co/approval/r',
        'Equipo Travesía',
      ].join('\n\n'),
    );
  });

  it('writes HTML whose only links are the actions, with everything else escaped and unlinkable', () => {
    expect([...mail.html.matchAll(/<a /g)]).toHaveLength(2);
    expect(mail.html).toContain('<a href="https://app.travesia.co/approval/a?x=1&amp;y=2"');
    expect(mail.html).toMatch(/background:#b3261e[^>]*>Rechazar<\/a>/);
    expect(mail.html).toContain('Laura &lt;b&gt;Gómez&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>');
    for (const autolinkable of ['www.evil', 'evil.example', 'https://evil']) {
      expect(mail.html).not.toContain(autolinkable);
    }
    expect(mail.html).toContain('<blockquote');
    // The product's primary colour heads the message.
    expect(mail.html).toContain('background:#0b3c5d');
  });

  it('leaves ordinary words, amounts and company names alone', () => {
    const plain = 'Textiles del Valle S.A.S. pagó $ 1.234.567 el 2 de dic. de 2026.';
    expect(defangText(plain)).toBe(plain);
    expect(unlinkableHtml(plain)).toBe(plain);
    expect(defangText('escribe a ana@empresa.co')).toBe('escribe a ana[@]empresa[.]co');
    expect(defangText('ftp://x.example')).toBe('ftp[:]//x[.]example');
  });
});
