/**
 * @generated SignedSource<<0b9cbf3eac8d7544a5e7334f0e9b7588>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AdjudicationNoticePrepareInput = {
  arose?: string | null | undefined;
  chargingOrder?: boolean | null | undefined;
  claimNumbers?: ReadonlyArray<number> | null | undefined;
  contractId: string;
  dispute?: string | null | undefined;
  number?: number | null | undefined;
  ownerAddress?: string | null | undefined;
  ownerLiability?: boolean | null | undefined;
  ownerName?: string | null | undefined;
  relief?: string | null | undefined;
  variationIds?: ReadonlyArray<string> | null | undefined;
};
export type AdjudicationTabPrepareMutation$variables = {
  input: AdjudicationNoticePrepareInput;
};
export type AdjudicationTabPrepareMutation$data = {
  readonly adjudicationNoticePrepare: {
    readonly notice: {
      readonly number: number;
      readonly problems: ReadonlyArray<{
        readonly field: string;
        readonly message: string;
      }>;
    };
  } | null | undefined;
};
export type AdjudicationTabPrepareMutation = {
  response: AdjudicationTabPrepareMutation$data;
  variables: AdjudicationTabPrepareMutation$variables;
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
    "name": "adjudicationNoticePrepare",
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
    "name": "AdjudicationTabPrepareMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdjudicationTabPrepareMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "19c0ffcdee3283f23614a251fa2c4ce0",
    "id": null,
    "metadata": {},
    "name": "AdjudicationTabPrepareMutation",
    "operationKind": "mutation",
    "text": "mutation AdjudicationTabPrepareMutation(\n  $input: AdjudicationNoticePrepareInput!\n) {\n  adjudicationNoticePrepare(input: $input) {\n    notice {\n      number\n      problems {\n        field\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "fa91713a4e6ec85ae6b026bfef85166e";

export default node;
