/**
 * @generated SignedSource<<0436129d18350b056617d5d24feceec2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ClaimMarkReadInput = {
  contractId: string;
  isRead?: boolean | null | undefined;
  number: number;
  rev?: number | null | undefined;
};
export type claimMutationsMarkReadMutation$variables = {
  input: ClaimMarkReadInput;
};
export type claimMutationsMarkReadMutation$data = {
  readonly claimMarkRead: {
    readonly claim: {
      readonly id: string;
      readonly isUnread: boolean;
    };
  } | null | undefined;
};
export type claimMutationsMarkReadMutation = {
  response: claimMutationsMarkReadMutation$data;
  variables: claimMutationsMarkReadMutation$variables;
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
    "concreteType": "ClaimPayload",
    "kind": "LinkedField",
    "name": "claimMarkRead",
    "plural": false,
    "selections": [
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isUnread",
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
    "name": "claimMutationsMarkReadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "claimMutationsMarkReadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "0d82ca61f124ce6f30cfebea510626b9",
    "id": null,
    "metadata": {},
    "name": "claimMutationsMarkReadMutation",
    "operationKind": "mutation",
    "text": "mutation claimMutationsMarkReadMutation(\n  $input: ClaimMarkReadInput!\n) {\n  claimMarkRead(input: $input) {\n    claim {\n      id\n      isUnread\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ec04264bd6bb3e0648e0fe9f7eb0e3e3";

export default node;
