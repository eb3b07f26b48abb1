/**
 * @generated SignedSource<<810f8a8538dea2a31ee8334127f910e5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ClaimResendInput = {
  contractId: string;
  number: number;
  requestKey?: string | null | undefined;
  userIds?: ReadonlyArray<string> | null | undefined;
};
export type claimMutationsResendMutation$variables = {
  input: ClaimResendInput;
};
export type claimMutationsResendMutation$data = {
  readonly claimResend: {
    readonly claim: {
      readonly id: string;
    };
    readonly sentCount: number;
  } | null | undefined;
};
export type claimMutationsResendMutation = {
  response: claimMutationsResendMutation$data;
  variables: claimMutationsResendMutation$variables;
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
    "concreteType": "ClaimResendPayload",
    "kind": "LinkedField",
    "name": "claimResend",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sentCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Claim",
        "kind": "LinkedField",
        "name": "claim",
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
    "name": "claimMutationsResendMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "claimMutationsResendMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "cd4bfb7b39b555ed326b13721db7a0af",
    "id": null,
    "metadata": {},
    "name": "claimMutationsResendMutation",
    "operationKind": "mutation",
    "text": "mutation claimMutationsResendMutation(\n  $input: ClaimResendInput!\n) {\n  claimResend(input: $input) {\n    sentCount\n    claim {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "74e0d349f832fb2fe38a6b72a9894e94";

export default node;
