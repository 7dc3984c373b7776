import { describe, expect, it } from 'vitest';
import { fieldPathsOf } from './fieldPaths';
import { ProjectionError, parseProjection, project } from './projection';

const address = {
  id: 'a1',
  addressFin: 'Otakaari 1',
  coordinates: { longitude: 24.8, latitude: 60.1 },
  buildings: [
    { id: 'b1', buildingKey: 'K', mainPurpose: { id: '0611', descriptionFi: 'Yliopistorakennukset' } },
    { id: 'b2', mainPurpose: { id: '0400', descriptionFi: 'Toimistorakennukset' } },
  ],
};
const noLocation = { id: 'a2', addressFin: 'Karakaari 7', coordinates: null, buildings: [] };
const known = fieldPathsOf([address, noLocation]);

describe('fields projection', () => {
  it('knows every dot path of the records, list items included', () => {
    expect([...known].sort()).toEqual(
      [
        'addressFin',
        'buildings',
        'buildings.buildingKey',
        'buildings.id',
        'buildings.mainPurpose',
        'buildings.mainPurpose.descriptionFi',
        'buildings.mainPurpose.id',
        'coordinates',
        'coordinates.latitude',
        'coordinates.longitude',
        'id',
      ].sort(),
    );
  });

  it('keeps only the listed fields, nested ones in every list item, and leaves out absent ones', () => {
    const projection = parseProjection(
      ' id, coordinates.latitude ,buildings.buildingKey,buildings.mainPurpose.id',
      known,
    );
    expect(project(address, projection)).toEqual({
      id: 'a1',
      coordinates: { latitude: 60.1 },
      buildings: [{ buildingKey: 'K', mainPurpose: { id: '0611' } }, { mainPurpose: { id: '0400' } }],
    });
    expect(project(noLocation, projection)).toEqual({ id: 'a2', coordinates: null, buildings: [] });
  });

  it('keeps a field whole when it is listed whole, whatever parts of it are listed too', () => {
    const whole = { coordinates: address.coordinates };
    expect(project(address, parseProjection('coordinates.latitude,coordinates', known))).toEqual(whole);
    expect(project(address, parseProjection('coordinates,coordinates.latitude', known))).toEqual(whole);
  });

  it('rejects a field the records do not have, or a list with no field', () => {
    expect(() => parseProjection('id,addressSwe', known)).toThrow(
      new ProjectionError('fields: the records have no field "addressSwe"'),
    );
    expect(() => parseProjection(' , ', known)).toThrow(ProjectionError);
  });
});
