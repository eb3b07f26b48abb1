/**
 * @generated SignedSource<<3d02b48455993e0d831b8961ee4f1dfa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type IssueCreateInput = {
  body?: string | null | undefined;
  contractIds: ReadonlyArray<string>;
  dueAt?: any | null | undefined;
  files?: ReadonlyArray<FileRefInput> | null | undefined;
  title: string;
};
export type FileRefInput = {
  filename: string;
  id: string;
};
export type variationMutationsIssueCreateMutation$variables = {
  input: IssueCreateInput;
};
export type variationMutationsIssueCreateMutation$data = {
  readonly issueCreate: {
    readonly issue: {
      readonly id: string;
      readonly number: number;
      readonly variations: ReadonlyArray<{
        readonly contractId: string;
        readonly id: string;
      }>;
    };
  } | null | undefined;
};
export type variationMutationsIssueCreateMutation = {
  response: variationMutationsIssueCreateMutation$data;
  variables: variationMutationsIssueCreateMutation$variables;
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
    "concreteType": "IssueCreatePayload",
    "kind": "LinkedField",
    "name": "issueCreate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Issue",
        "kind": "LinkedField",
        "name": "issue",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
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
            "concreteType": "Variation",
            "kind": "LinkedField",
            "name": "variations",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "contractId",
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
    "name": "variationMutationsIssueCreateMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "variationMutationsIssueCreateMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "04915bcf477c548837117a8fbfee61c1",
    "id": null,
    "metadata": {},
    "name": "variationMutationsIssueCreateMutation",
    "operationKind": "mutation",
    "text": "mutation variationMutationsIssueCreateMutation(\n  $input: IssueCreateInput!\n) {\n  issueCreate(input: $input) {\n    issue {\n      id\n      number\n      variations {\n        id\n        contractId\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b167cd9a74c08ddb1f19aa302e6cdd19";

export default node;
