/**
 * @generated SignedSource<<6c84fbe3a9562cd6f0a73fe22fba7683>>
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
  ownerLiability?: boolean | null | undefined;
  relief?: string | null | undefined;
  variationIds?: ReadonlyArray<number> | null | undefined;
};
export type AdjudicationTabPrepareMutation$variables = {
  input: AdjudicationNoticePrepareInput;
};
export type AdjudicationTabPrepareMutation$data = {
  readonly adjudicationNoticePrepare: {
    readonly notice: {
      readonly number: number;
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
    "cacheID": "0fe9d479f37de9ce2d521fac330decdb",
    "id": null,
    "metadata": {},
    "name": "AdjudicationTabPrepareMutation",
    "operationKind": "mutation",
    "text": "mutation AdjudicationTabPrepareMutation(\n  $input: AdjudicationNoticePrepareInput!\n) {\n  adjudicationNoticePrepare(input: $input) {\n    notice {\n      number\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e8e47629953434ba63fec61c4c2fa72b";

export default node;
