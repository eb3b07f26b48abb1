// Production: `npm run build` -> dist/index.html + dist/assets/* (content-hashed, served at /assets/).
// Development: `npm run dev` rebuilds on change into the same folder (Flask serves it).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';

const here = path.dirname(fileURLToPath(import.meta.url));
// CLAIMDESK_UI_DIST builds elsewhere (the server reads the same variable), so a build never
// pulls the files from under a browser test served from ui/dist.
const dist = process.env.CLAIMDESK_UI_DIST ? path.resolve(process.env.CLAIMDESK_UI_DIST) : path.resolve(here, 'dist');

export default (_env, argv) => {
  const isProd = argv.mode !== 'development';
  return {
    mode: isProd ? 'production' : 'development',
    context: here,
    entry: { main: './src/index.tsx' },
    output: {
      // Everything but index.html lives in dist/assets and is served from /assets/.
      path: path.join(dist, 'assets'),
      publicPath: '/assets/',
      filename: isProd ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: '[name].[contenthash:10][ext]',
      clean: true,
    },
    devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs'],
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: 'babel-loader', options: { cacheDirectory: true } },
        },
        {
          test: /\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            { loader: 'css-loader', options: { importLoaders: 1 } },
            {
              loader: 'postcss-loader',
              options: {
                postcssOptions: {
                  plugins: [['@tailwindcss/postcss', { base: here, optimize: { minify: isProd } }]],
                },
              },
            },
          ],
        },
        {
          test: /\.(woff2?|png|jpe?g|gif|svg|webp|ico)$/i,
          type: 'asset/resource',
        },
      ],
    },
    plugins: [
      // Settings fixed when the UI is built (src/config.ts).
      new webpack.DefinePlugin({
        __CLAIMDESK_PAYER_INFO_URL__: JSON.stringify(process.env.CLAIMDESK_PAYER_INFO_URL ?? ''),
      }),
      new MiniCssExtractPlugin({
        filename: isProd ? '[name].[contenthash:10].css' : '[name].css',
        chunkFilename: isProd ? '[name].[contenthash:10].css' : '[name].css',
      }),
      new HtmlWebpackPlugin({
        template: './src/index.html',
        filename: '../index.html', // relative to output.path: dist/index.html
        scriptLoading: 'defer',
        minify: isProd ? { collapseWhitespace: true, removeComments: true, minifyJS: true } : false,
      }),
    ],
    optimization: {
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // React, react-dom and the router change rarely: their own long-cached file.
          framework: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
            name: 'framework',
            chunks: 'all',
            priority: 40,
          },
        },
      },
    },
    performance: {
      hints: isProd ? 'warning' : false,
      maxEntrypointSize: 700_000, // bytes before gzip; the gzipped budget (250 KB) is checked by `npm run size`
      maxAssetSize: 700_000,
    },
    stats: isProd ? 'normal' : 'minimal',
  };
};
