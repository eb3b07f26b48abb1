/**
 * @generated SignedSource<<8b63de9e381d94e052569d2bd255be07>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RetentionCertificateSignInput = {
  certificateId: string;
};
export type CertificatePageSignMutation$variables = {
  input: RetentionCertificateSignInput;
};
export type CertificatePageSignMutation$data = {
  readonly retentionCertificateSign: {
    readonly certificate: {
      readonly id: string;
      readonly signedAt: any | null | undefined;
    };
  } | null | undefined;
};
export type CertificatePageSignMutation = {
  response: CertificatePageSignMutation$data;
  variables: CertificatePageSignMutation$variables;
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
    "name": "retentionCertificateSign",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "signedAt",
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
    "name": "CertificatePageSignMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CertificatePageSignMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "611f5bd8db2f053024e5959674bb4aaa",
    "id": null,
    "metadata": {},
    "name": "CertificatePageSignMutation",
    "operationKind": "mutation",
    "text": "mutation CertificatePageSignMutation(\n  $input: RetentionCertificateSignInput!\n) {\n  retentionCertificateSign(input: $input) {\n    certificate {\n      id\n      signedAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1566775f3d354c263954871ffd1bc7a3";

export default node;
