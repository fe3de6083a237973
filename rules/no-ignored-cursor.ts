import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import { exhaustListText } from "../codemods/recipes.js";
import { calleeName, unwrap } from "./analysis/ast.js";
import { droppedByCallers, pagedCall, pageUse, type PagedCall, type PageUse } from "./analysis/paging.js";
import { typeInfoOf } from "./analysis/types.js";
import { cutterImportFix, cutterModulesOf } from "./fixes/cutter-import.js";
import { createRule } from "./create-rule.js";

type MessageId = "ignoredCursor" | "cursorNotForwarded" | "suggestExhaust";

export default createRule<[], MessageId>({
  name: "no-ignored-cursor",
  meta: {
    type: "problem",
    docs: {
      description: "Disallow reading the first page of a paged API and dropping its cursor (MCP listTools/listResources/listPrompts, any nextCursor/hasMore result)",
      recommended: true,
      typeAware: true,
    },
    hasSuggestions: true,
    messages: {
      ignoredCursor: "{{call}} returns one page{{items}}, and nothing reads {{cursor}}: {{lost}} on later pages silently vanish{{whom}}. Read on until the last page (follow {{cursor}}), {{how}}.",
      cursorNotForwarded: "This `{{request}}` handler answers with one page of {{call}} and never passes the request's cursor on: a client that asks for the next page gets the first one again, so {{lost}} past the first page are unreachable{{whom}}. Forward `request.params?.cursor` to {{call}}, or read every page with exhaust() from tool-output-cutter and answer with all of them.",
      suggestExhaust: "Read every page with exhaust() from tool-output-cutter (rejects when a page fails or the listing stays incomplete, as the single call rejected when it failed).",
    },
    schema: [],
  },
  defaultOptions: [],
  create(context) {
    const sourceCode = context.sourceCode;
    const program = sourceCode.ast;
    const types = typeInfoOf(context);
    const ctx = { sourceCode, program, types, filename: context.filename };
    const cutter = cutterModulesOf(context.settings);

    function suggestion(paged: PagedCall): TSESLint.SuggestionReportDescriptor<MessageId>[] {
      if (!paged.mcp || paged.items === undefined || sourceCode.ast.sourceType === "script") return [];
      // A CommonJS file parsed as a module: an import statement there would not run.
      if (!sourceCode.ast.body.some((s) => s.type === AST_NODE_TYPES.ImportDeclaration) && /\brequire\(|^\s*["']use strict["']/m.test(sourceCode.text)) return [];
      const callee = unwrap(paged.call.callee);
      // `this.listTools()`: the class's own method, which may take no cursor.
      if (callee.type !== AST_NODE_TYPES.MemberExpression || paged.call.arguments.length > 1 || callee.object.type === AST_NODE_TYPES.ThisExpression) return [];
      // Only the no-argument (or empty-options) form: anything else the recipe would have to merge.
      const arg = paged.call.arguments[0];
      if (arg && !(arg.type === AST_NODE_TYPES.ObjectExpression && arg.properties.length === 0)) return [];
      const awaited = paged.call.parent;
      if (awaited.type !== AST_NODE_TYPES.AwaitExpression || sourceCode.getCommentsInside(awaited).length > 0) return [];
      // `const { tools, nextCursor } = …`: the new value would not have the field that is named.
      const declarator = awaited.parent;
      if (declarator.type === AST_NODE_TYPES.VariableDeclarator && declarator.id.type === AST_NODE_TYPES.ObjectPattern && declarator.id.properties.some((p) => p.type === AST_NODE_TYPES.RestElement || (p.key.type === AST_NODE_TYPES.Identifier && p.key.name !== paged.items))) return [];
      const items = paged.items;
      return [
        {
          messageId: "suggestExhaust",
          fix: (fixer) => {
            const { name, fix } = cutterImportFix("exhaust", fixer, paged.call, sourceCode, cutter.module);
            const indent = /^\s*/.exec(sourceCode.lines[awaited.loc.start.line - 1] ?? "")?.[0] ?? "";
            const recipe = exhaustListText({ method: sourceCode.getText(callee), items, exhaustName: name }).replaceAll("\n", `\n${indent}`);
            const replacement = fixer.replaceText(awaited, recipe);
            return fix ? [replacement, fix] : [replacement];
          },
        },
      ];
    }

    return {
      CallExpression(node: TSESTree.CallExpression) {
        const paged = pagedCall(node, ctx);
        if (!paged) return;
        const use = pageUse(paged, ctx);
        if (use.kind === "dropped") report(paged, use);
        // `this.getTools()` returning `this.client.listTools()`: judged where it is called.
        else for (const d of droppedByCallers(paged, use, ctx)) report(d.paged, d.use);
      },
    };

    function report(paged: PagedCall, use: Extract<PageUse, { kind: "dropped" }>): void {
      const node = paged.call;
      const cursor = paged.cursorText ?? paged.continuation.map((c) => `\`${c}\``).join(" / ");
      const lostWhat = paged.items ?? use.itemsRead;
      // `client\n  .listTools()`: the chain read as one name.
      // `(notion.comments as any).list`: spaces inside a line stay.
      const calleeText = sourceCode.getText(node.callee).replace(/\s*\n\s*/g, "").replace(/\s+/g, " ");
      const callText = paged.mcp && paged.api.includes("/") && paged.via === undefined ? `The \`${paged.api}\` request` : `\`${calleeText.length <= 40 ? calleeText : (calleeName(node.callee) ?? paged.api)}()\``;
      const whom = paged.items === "tools" ? ": the model is never offered those tools" : paged.mcp ? ": the agent never learns they exist" : "";
      // A chain split over lines is reported at the method's own line.
      const method = node.callee.type === AST_NODE_TYPES.MemberExpression ? node.callee.property : node.callee;
      if (use.handler !== undefined) {
        context.report({
          node: paged.call,
          loc: { start: method.loc.start, end: node.loc.end },
          messageId: "cursorNotForwarded",
          data: { request: use.handler, call: callText, lost: lostWhat === undefined ? "items" : `\`${lostWhat}\``, whom },
        });
        return;
      }
      context.report({
        node: paged.call,
        loc: { start: method.loc.start, end: node.loc.end },
        messageId: "ignoredCursor",
        data: {
          call: callText,
          items: (lostWhat === undefined ? "" : ` of \`${lostWhat}\``) + (paged.via === undefined ? "" : ` (the answer of ${paged.via} inside it)`),
          cursor,
          lost: lostWhat === undefined ? "items" : `\`${lostWhat}\``,
          whom,
          how: paged.how === undefined ? "or read every page with exhaust() from tool-output-cutter" : `or read every page with ${paged.how}`,
        },
        suggest: paged.via === undefined ? suggestion(paged) : [],
      });
    }
  },
});
