/**
 * @generated SignedSource<<8b04400d14f7d04175050440b8c3f789>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RetentionCertificatePrepareInput = {
  quarterEnd: any;
};
export type CertificatePagePrepareMutation$variables = {
  input: RetentionCertificatePrepareInput;
};
export type CertificatePagePrepareMutation$data = {
  readonly retentionCertificatePrepare: {
    readonly certificate: {
      readonly id: string;
    };
  } | null | undefined;
};
export type CertificatePagePrepareMutation = {
  response: CertificatePagePrepareMutation$data;
  variables: CertificatePagePrepareMutation$variables;
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
    "name": "retentionCertificatePrepare",
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
    "name": "CertificatePagePrepareMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CertificatePagePrepareMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "44b7436e217b6ac939ba36a45972ad33",
    "id": null,
    "metadata": {},
    "name": "CertificatePagePrepareMutation",
    "operationKind": "mutation",
    "text": "mutation CertificatePagePrepareMutation(\n  $input: RetentionCertificatePrepareInput!\n) {\n  retentionCertificatePrepare(input: $input) {\n    certificate {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0254ba68704010621e4435da2b3a5070";

export default node;
