/**
 * @generated SignedSource<<046c7003b1184d722b1a703a4c16b598>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RetentionReleaseClaimInput = {
  contractId: string;
  stage: number;
};
export type ClaimReleaseButtonMutation$variables = {
  input: RetentionReleaseClaimInput;
};
export type ClaimReleaseButtonMutation$data = {
  readonly retentionReleaseClaim: {
    readonly amount: any;
    readonly claimNumber: number;
    readonly lineName: string;
  } | null | undefined;
};
export type ClaimReleaseButtonMutation = {
  response: ClaimReleaseButtonMutation$data;
  variables: ClaimReleaseButtonMutation$variables;
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
    "concreteType": "RetentionReleaseClaimPayload",
    "kind": "LinkedField",
    "name": "retentionReleaseClaim",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "claimNumber",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lineName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "amount",
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
    "name": "ClaimReleaseButtonMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ClaimReleaseButtonMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "0bb2b12373fd5a012993c37571946bd0",
    "id": null,
    "metadata": {},
    "name": "ClaimReleaseButtonMutation",
    "operationKind": "mutation",
    "text": "mutation ClaimReleaseButtonMutation(\n  $input: RetentionReleaseClaimInput!\n) {\n  retentionReleaseClaim(input: $input) {\n    claimNumber\n    lineName\n    amount\n  }\n}\n"
  }
};
})();

(node as any).hash = "a4ce809faa29a1845eb22325a180b5bf";

export default node;
