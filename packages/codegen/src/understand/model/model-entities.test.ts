import { describe, expect, it } from 'vitest';
import { buildModel } from '../../render/model.ts';
import { understand } from '../understand.ts';

const entitiesOf = (prompt: string) => understand(prompt).spec.entities;

describe('the entities of a data model', () => {
  it.each([
    ['Recipe box: recipes are stored in folders, and folders are in boxes', 'Recipe'],
    ['Photo keeper: albums contain photos, and each album belongs to a trip', 'Photo'],
    ['Touring app: setlists have songs, and each setlist is for a gig', 'Gig'],
    ['Salon app: clients and appointments, each appointment belongs to a client', 'Client'],
  ])('a sentence about records is a link, never a value: %s', (prompt, reader) => {
    const entities = entitiesOf(prompt);
    const reading = entities.find((entity) => entity.name === reader)!;
    expect(reading.fields.map((field) => field.label.toLowerCase())).not.toContainEqual(
      expect.stringMatching(/\b(?:are|is|have|has|contain|belongs?)\b/),
    );
    expect(
      entities.some((entity) => entity.fields.some((field) => field.type === 'relation')),
    ).toBe(true);
  });

  it.each([
    ['A bakery app: customers and orders, each order is placed by a customer', 'Order'],
    ['Freelance app with clients and invoices; each invoice goes to one client', 'Invoice'],
    [
      'Rent tracker: tenants and rent payments; each rent payment is made by a tenant',
      'RentPayment',
    ],
  ])(
    'a record whose usual title became a link is titled by a value of its own: %s',
    (prompt, name) => {
      const entity = entitiesOf(prompt).find((candidate) => candidate.name === name)!;
      expect(entity.fields.some((field) => field.type === 'relation')).toBe(true);
      const title = entity.fields.find((field) => field.name === entity.titleField);
      expect(title?.type).toBeDefined();
      expect(title?.type).not.toBe('relation');
    },
  );

  it('renders a spec whose title is a link (as a language model may write it) with a title of its own', () => {
    const spec = understand(
      'Freelance app with clients and invoices; each invoice goes to one client',
    ).spec;
    const invoice = spec.entities.find((entity) => entity.name === 'Invoice')!;
    const model = buildModel({
      ...spec,
      entities: spec.entities.map((entity) =>
        entity === invoice ? { ...entity, titleField: 'client' } : entity,
      ),
    });
    const title = model.entity('Invoice').title;
    expect(title.type).not.toBe('relation');
    expect(title.name).toBe(invoice.fields.find((field) => field.type === 'text')!.name);
  });
});
