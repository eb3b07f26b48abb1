/**
 * @generated SignedSource<<dc55765086fbbc208e443d6d55da12c7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AdjudicationNoticeRefInput = {
  contractId: string;
  number: number;
};
export type AdjudicationTabServeMutation$variables = {
  input: AdjudicationNoticeRefInput;
};
export type AdjudicationTabServeMutation$data = {
  readonly adjudicationNoticeServe: {
    readonly notice: {
      readonly number: number;
    };
    readonly sentCount: number;
  } | null | undefined;
};
export type AdjudicationTabServeMutation = {
  response: AdjudicationTabServeMutation$data;
  variables: AdjudicationTabServeMutation$variables;
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
    "concreteType": "AdjudicationNoticeServePayload",
    "kind": "LinkedField",
    "name": "adjudicationNoticeServe",
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
    "name": "AdjudicationTabServeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdjudicationTabServeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9a0f774097fc0f85b07adae6b3928dc4",
    "id": null,
    "metadata": {},
    "name": "AdjudicationTabServeMutation",
    "operationKind": "mutation",
    "text": "mutation AdjudicationTabServeMutation(\n  $input: AdjudicationNoticeRefInput!\n) {\n  adjudicationNoticeServe(input: $input) {\n    sentCount\n    notice {\n      number\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2db20286dcddc592bc26f78ca3b49a1e";

export default node;
