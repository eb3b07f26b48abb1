/**
 * @generated SignedSource<<2ba2376c3687e1202f1c76e770ef9f8a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AdjudicationOwnerInput = {
  contractId: string;
  number: number;
  ownerAddress?: string | null | undefined;
  ownerName?: string | null | undefined;
};
export type HandServiceOwnerMutation$variables = {
  input: AdjudicationOwnerInput;
};
export type HandServiceOwnerMutation$data = {
  readonly adjudicationOwnerSet: {
    readonly notice: {
      readonly number: number;
      readonly problems: ReadonlyArray<{
        readonly field: string;
        readonly message: string;
      }>;
    };
  } | null | undefined;
};
export type HandServiceOwnerMutation = {
  response: HandServiceOwnerMutation$data;
  variables: HandServiceOwnerMutation$variables;
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
    "concreteType": "AdjudicationNoticePayload",
    "kind": "LinkedField",
    "name": "adjudicationOwnerSet",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AdjudicationNotice",
        "kind": "LinkedField",
        "name": "notice",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "number",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldProblem",
            "kind": "LinkedField",
            "name": "problems",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "message",
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
    "name": "HandServiceOwnerMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HandServiceOwnerMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "53c33018796d4e4e35198ceb5675229c",
    "id": null,
    "metadata": {},
    "name": "HandServiceOwnerMutation",
    "operationKind": "mutation",
    "text": "mutation HandServiceOwnerMutation(\n  $input: AdjudicationOwnerInput!\n) {\n  adjudicationOwnerSet(input: $input) {\n    notice {\n      number\n      problems {\n        field\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ff547fa618287cb2c66090ee0b0c89d9";

export default node;
