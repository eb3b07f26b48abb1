/**
 * @generated SignedSource<<2e59c757528f80c65647cdd4eb6b2c88>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RetentionCertificateExplainInput = {
  certificateId: string;
  check: number;
  explanation: string;
};
export type CertificatePageExplainMutation$variables = {
  input: RetentionCertificateExplainInput;
};
export type CertificatePageExplainMutation$data = {
  readonly retentionCertificateExplain: {
    readonly certificate: {
      readonly id: string;
    };
  } | null | undefined;
};
export type CertificatePageExplainMutation = {
  response: CertificatePageExplainMutation$data;
  variables: CertificatePageExplainMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "RetentionCertificatePayload",
    "kind": "LinkedField",
    "name": "retentionCertificateExplain",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RetentionCertificate",
        "kind": "LinkedField",
        "name": "certificate",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CertificatePageExplainMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CertificatePageExplainMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "59921a634c5343d0de06b2ef2af57207",
    "id": null,
    "metadata": {},
    "name": "CertificatePageExplainMutation",
    "operationKind": "mutation",
    "text": "mutation CertificatePageExplainMutation(\n  $input: RetentionCertificateExplainInput!\n) {\n  retentionCertificateExplain(input: $input) {\n    certificate {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9b364a7a195f4dd6ec758bd11a7db653";

export default node;
