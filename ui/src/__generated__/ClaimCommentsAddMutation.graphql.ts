/**
 * @generated SignedSource<<cb4f2e68e1be53a8331b7e7d7719e202>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CommentAddInput = {
  body?: string | null | undefined;
  commentId: string;
  contractId: string;
  files?: ReadonlyArray<FileRefInput> | null | undefined;
  isInternal?: boolean | null | undefined;
  itemId?: string | null | undefined;
  number: number;
};
export type FileRefInput = {
  filename: string;
  id: string;
};
export type ClaimCommentsAddMutation$variables = {
  input: CommentAddInput;
};
export type ClaimCommentsAddMutation$data = {
  readonly commentAdd: {
    readonly claim: {
      readonly comments: ReadonlyArray<{
        readonly at: any;
        readonly body: string;
        readonly commentId: string;
        readonly files: ReadonlyArray<{
          readonly contentType: string | null | undefined;
          readonly filename: string;
          readonly id: string;
          readonly isImage: boolean;
          readonly size: any | null | undefined;
          readonly url: string | null | undefined;
        }>;
        readonly id: string;
        readonly isEmail: boolean;
        readonly isInternal: boolean;
        readonly isMine: boolean;
        readonly itemId: string | null | undefined;
        readonly itemName: string | null | undefined;
        readonly user: {
          readonly name: string;
        };
      }>;
      readonly commentsCount: number;
      readonly id: string;
    };
  } | null | undefined;
};
export type ClaimCommentsAddMutation = {
  response: ClaimCommentsAddMutation$data;
  variables: ClaimCommentsAddMutation$variables;
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
    "concreteType": "CommentAddPayload",
    "kind": "LinkedField",
    "name": "commentAdd",
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
            "kind": "ScalarField",
            "name": "commentsCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Comment",
            "kind": "LinkedField",
            "name": "comments",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "commentId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "body",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "itemId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "itemName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isInternal",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isEmail",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isMine",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "at",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ActivityUser",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "FileRef",
                "kind": "LinkedField",
                "name": "files",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "filename",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "contentType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "size",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isImage",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "url",
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ClaimCommentsAddMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ClaimCommentsAddMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "b38d1ad55c48db2751099a2d685e2f0e",
    "id": null,
    "metadata": {},
    "name": "ClaimCommentsAddMutation",
    "operationKind": "mutation",
    "text": "mutation ClaimCommentsAddMutation(\n  $input: CommentAddInput!\n) {\n  commentAdd(input: $input) {\n    claim {\n      id\n      commentsCount\n      comments {\n        id\n        commentId\n        body\n        itemId\n        itemName\n        isInternal\n        isEmail\n        isMine\n        at\n        user {\n          name\n        }\n        files {\n          id\n          filename\n          contentType\n          size\n          isImage\n          url\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "be556bfdb416d173736b5a9ba132ce5d";

export default node;
