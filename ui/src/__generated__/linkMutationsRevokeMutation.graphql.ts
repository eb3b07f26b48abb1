/**
 * @generated SignedSource<<6572ce8bb30fab8c212613b3e8c316e9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AccessLinkRevokeInput = {
  contractId: string;
  linkId: string;
  number: number;
};
export type linkMutationsRevokeMutation$variables = {
  input: AccessLinkRevokeInput;
};
export type linkMutationsRevokeMutation$data = {
  readonly accessLinkRevoke: {
    readonly claim: {
      readonly accessLinks: ReadonlyArray<{
        readonly id: string;
        readonly revokedAt: any | null | undefined;
      }>;
      readonly id: string;
    };
  } | null | undefined;
};
export type linkMutationsRevokeMutation = {
  response: linkMutationsRevokeMutation$data;
  variables: linkMutationsRevokeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "AccessLinkRevokePayload",
    "kind": "LinkedField",
    "name": "accessLinkRevoke",
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AccessLink",
            "kind": "LinkedField",
            "name": "accessLinks",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "revokedAt",
                "storageKey": null
              }
            ],
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
    "name": "linkMutationsRevokeMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "linkMutationsRevokeMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "1753965a5f80b0731bdfc04c66650f53",
    "id": null,
    "metadata": {},
    "name": "linkMutationsRevokeMutation",
    "operationKind": "mutation",
    "text": "mutation linkMutationsRevokeMutation(\n  $input: AccessLinkRevokeInput!\n) {\n  accessLinkRevoke(input: $input) {\n    claim {\n      id\n      accessLinks {\n        id\n        revokedAt\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9d3ecee684cdc9ffcde1aa182a43a113";

export default node;
